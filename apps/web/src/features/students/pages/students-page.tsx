import '../students.css';
import { isStudentSearchTooShort, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { useListState } from '@/shared/lists/use-list-state';
import { StudentDialog } from '../components/student-dialog';
import { StudentExportButton } from '../components/student-export-button';
import { StudentFilters } from '../components/student-filters';
import { StudentSearch } from '../components/student-search';
import { StudentsTable } from '../components/students-table';
import { STUDENTS_LIST } from '../lib/student-list-config';
import { useStudents } from '../students.api';

const t = texts.students;

/** /users (admins): students with search, filters, sorting, paging and CSV export, all in the URL. */
export function StudentsPage() {
  const list = useListState(STUDENTS_LIST);
  const searchable = !isStudentSearchTooShort(list.search);
  const students = useStudents(list.query, searchable);
  const { data } = students;
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h1 className="app-card-title">{t.title}</h1>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        actions={
          <>
            <StudentExportButton query={list.query} disabled={!searchable} />
            {createButton}
          </>
        }
        search={<StudentSearch list={list} />}
        filters={<StudentFilters list={list} />}
        list={list}
      />
      <StudentsTable
        list={list}
        items={data?.items}
        total={data?.total}
        totalExact={data?.totalExact}
        request={students}
        manage
        emptyHint={t.emptyHint}
        emptyAction={createButton}
      />
      {creating && (
        <StudentDialog
          student={null}
          onClose={() => setCreating(false)}
          onCreated={(student) => void navigate(`/users/${student.id}`)}
        />
      )}
    </section>
  );
}
